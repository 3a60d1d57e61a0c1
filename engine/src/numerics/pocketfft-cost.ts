/**
 * pocketfft's plan choice: the cost model by which it gives a length to FFTPACK or to Bluestein's algorithm.
 */
function largestPrimeFactor(n: number): number {
  let res = 1;
  while (n % 2 === 0) { res = 2; n /= 2; }
  for (let x = 3; x * x <= n; x += 2) while (n % x === 0) { res = x; n /= x; }
  return n > 1 ? n : res;
}

function costGuess(n: number): number {
  const ni = n;
  let result = 0;
  while (n % 2 === 0) { result += 2; n /= 2; }
  for (let x = 3; x * x <= n; x += 2) while (n % x === 0) { result += x <= 5 ? x : 1.1 * x; n /= x; }
  if (n > 1) result += n <= 5 ? n : 1.1 * n;
  return result * ni;
}

/** The smallest product of 2, 3, 5, 7 and 11 at least n (util::good_size_cmplx). */
export function goodSizeComplex(n: number): number {
  if (n <= 12) return n;
  let best = 2 * n;
  for (let f11 = 1; f11 < best; f11 *= 11) {
    for (let f117 = f11; f117 < best; f117 *= 7) {
      for (let f1175 = f117; f1175 < best; f1175 *= 5) {
        let x = f1175;
        while (x < n) x *= 2;
        for (;;) {
          if (x < n) x *= 3;
          else if (x > n) {
            if (x < best) best = x;
            if (x & 1) break;
            x >>= 1;
          } else return n;
        }
      }
    }
  }
  return best;
}

/** pocketfft_r's and pocketfft_c's choice: FFTPACK unless Bluestein's algorithm is cheaper (a real FFT costs half). */
export function usesBluestein(n: number, real: boolean): boolean {
  const p = n < 50 ? 0 : largestPrimeFactor(n);
  if (p * p <= n) return false;
  return 2 * costGuess(goodSizeComplex(2 * n - 1)) * 1.5 < (real ? 0.5 : 1) * costGuess(n);
}
