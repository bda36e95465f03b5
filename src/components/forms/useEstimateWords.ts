import { useEffect, useState } from 'react';
import type { DescribeEstimate } from '../../lib/leads/quoteContext.ts';

const nothing: DescribeEstimate = () => undefined;

/**
 * The calculator's `describeEstimate` (src/content/estimator/index.ts), loaded only when the address carries an
 * estimate: the calculator's figures and their checks are a module of their own, so a quote form opened any other
 * way wakes without them. Undefined while that module is on its way; if it cannot load, no estimate is described
 * and the rest of the context still is.
 */
export function useEstimateWords(needed: boolean): DescribeEstimate | undefined {
  const [describe, setDescribe] = useState<DescribeEstimate>();
  useEffect(() => {
    if (!needed || describe) return;
    let current = true;
    import('../../content/estimator/index.ts')
      .then((module) => current && setDescribe(() => module.describeEstimate))
      .catch(() => current && setDescribe(() => nothing));
    return () => {
      current = false;
    };
  }, [needed, describe]);
  return needed ? describe : nothing;
}
