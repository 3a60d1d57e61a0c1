# default_rng's distributions: exponentials by numpy's ziggurat, gamma/beta/chi-square/t on the ziggurat normal and
# exponential, poisson, binomial (no draw for n == 0 or p == 0), the Generator's own pareto/power/rayleigh/geometric
# formulas, multinomial; seeded streams match numpy's, with numpy's parameter errors
import numpy as np
g = np.random.default_rng(12345)
print(g.exponential(2.0, 5), g.standard_exponential(3), g.standard_exponential(2, method="inv"), g.exponential())
print(g.gamma(2.0, size=4), g.gamma(0.5, 2.0, size=3), g.standard_gamma(1.0, 2), g.standard_gamma(3))
print(g.beta(0.5, 0.5, size=3), g.beta(2.0, 5.0, size=3), g.chisquare(3, 3), g.standard_t(4, 3))
print(g.poisson(3.0, 8), g.poisson(50, 4), g.poisson(), g.binomial(10, 0.3, 8), g.binomial(1000, 0.6, 4), g.binomial(0, 0.5), g.binomial(5, 0.0))
print(g.lognormal(0, 0.5, 3), g.standard_cauchy(2), g.laplace(0, 1, 3), g.gumbel(1, 2, 2), g.logistic(size=3))
print(g.rayleigh(2, 3), g.pareto(3, 3), g.weibull(1.5, 3), g.power(2, 3), g.triangular(0, 0.3, 1, 3))
print(g.geometric(0.5, 5), g.geometric(0.1, 5), g.negative_binomial(3, 0.4, 4), g.multinomial(20, [0.2, 0.3, 0.5], size=2))
rs = np.random.default_rng(7)
x = rs.exponential(1.0, 5000)
print(round(float(x.mean()), 12), round(float(rs.gamma(0.3, size=2000).sum()), 10), int(rs.poisson(12.5, 3000).sum()), int(rs.binomial(80, 0.45, 3000).sum()))
print(round(float(rs.beta(0.4, 0.6, 1000).sum()), 10), int(rs.geometric(0.05, 1000).sum()), rs.random())
for call in ["g.pareto(0)", "g.geometric(0)", "g.binomial(5, 2)", "g.negative_binomial(1, 0)", "g.power(0)", "g.rayleigh(-1)", "g.standard_gamma(-1)", "g.weibull(-1)"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
print(type(g.poisson(3)), type(g.binomial(3, .5)), type(g.exponential()), type(g.geometric(.5)), type(g.gamma(2.)))
