/**
 * The C library's double functions where they are not correctly rounded, as glibc (2.35 and later) computes them:
 * what PyTorch's scalar CPU code gets from std::hypot and std::abs of a complex number.
 */

const SCALE = 2 ** -600, LARGE = 2 ** 511, TINY = 2 ** -511, EPS = 2 ** -54;

/** sqrt(ax^2 + ay^2) for ax >= ay, corrected by the rounding error of the sum (glibc's kernel without FMA). */
function kernel(ax: number, ay: number): number {
  let h = Math.sqrt(ax * ax + ay * ay);
  let t1: number, t2: number;
  if (h <= 2 * ay) {
    const delta = h - ay;
    t1 = ax * (2 * delta - ax);
    t2 = (delta - 2 * (ax - ay)) * delta;
  } else {
    const delta = h - ax;
    t1 = 2 * delta * (ax - 2 * ay);
    t2 = (4 * delta - ay) * ay + delta * delta;
  }
  h -= (t1 + t2) / (2 * h);
  return h;
}

/** glibc's hypot: the kernel, with both sides scaled where the larger is huge or the smaller tiny. */
export function hypot(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    return x === Infinity || x === -Infinity || y === Infinity || y === -Infinity ? Infinity : x + y;
  }
  x = Math.abs(x); y = Math.abs(y);
  const ax = x < y ? y : x, ay = x < y ? x : y;
  if (ax > LARGE) return ay <= ax * EPS ? ax + ay : kernel(ax * SCALE, ay * SCALE) / SCALE;
  if (ay < TINY) return ax >= ay / EPS ? ax + ay : kernel(ax / SCALE, ay / SCALE) * SCALE;
  return ay <= ax * EPS ? ax + ay : kernel(ax, ay);
}
