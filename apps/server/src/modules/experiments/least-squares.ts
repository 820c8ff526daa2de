// Weighted least squares through a maintained library (decision 038): ml-regression-multivariate-linear solves
// the normal equations by SVD (a rank-deficient design still answers) and gives the coefficients' standard
// errors; jstat gives Student's t and the normal quantiles. Weights are applied by scaling each row by √w.
import MultivariateLinearRegression from 'ml-regression-multivariate-linear';
import jStat from 'jstat';

export interface LeastSquaresFit {
  coefficients: number[];
  standardErrors: number[];
  /** Residuals in the order of the rows (unweighted scale). */
  residuals: number[];
  /** Rows minus columns. */
  degreesOfFreedom: number;
  residualSd: number;
}

export function leastSquares(rows: number[][], y: number[], weights?: number[]): LeastSquaresFit {
  const root = (i: number) => Math.sqrt(weights?.[i] ?? 1);
  const x = rows.map((row, i) => row.map((v) => v * root(i)));
  const yw = y.map((v, i) => [v * root(i)]);
  const model = new MultivariateLinearRegression(x, yw, { intercept: false, statistics: true });
  const coefficients = model.weights.map((w) => w[0]!);
  const residuals = rows.map((row, i) => y[i]! - row.reduce((sum, v, j) => sum + v * coefficients[j]!, 0));
  return {
    coefficients,
    standardErrors: model.stdErrors.map((s) => (Number.isFinite(s) ? s : Number.POSITIVE_INFINITY)),
    residuals,
    degreesOfFreedom: rows.length - (rows[0]?.length ?? 0),
    residualSd: model.stdError,
  };
}

/** The two-sided Student t quantile: `tQuantile(0.975, 20)` ≈ 2.086. */
export function tQuantile(p: number, degreesOfFreedom: number): number {
  return jStat.studentt.inv(p, degreesOfFreedom);
}

export function normalQuantile(p: number): number {
  return jStat.normal.inv(p, 0, 1);
}

/**
 * Lag-1 autocorrelation of residuals in time order. Days of one video are not independent (a good week lifts
 * several days), so standard errors are widened by √((1+ρ)/(1−ρ)) when ρ > 0 — never narrowed.
 */
export function autocorrelationInflation(residuals: readonly number[]): number {
  if (residuals.length < 8) return 1;
  const mean = residuals.reduce((a, b) => a + b, 0) / residuals.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < residuals.length; i++) {
    const d = residuals[i]! - mean;
    den += d * d;
    if (i > 0) num += d * (residuals[i - 1]! - mean);
  }
  const rho = den === 0 ? 0 : Math.min(0.8, num / den);
  return rho > 0 ? Math.sqrt((1 + rho) / (1 - rho)) : 1;
}
