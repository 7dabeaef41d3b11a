/** The spec's default city label 'All Cities' (and no city) mean: every city. */
export const cityFilter = (city: string | undefined): string | undefined =>
  city && city.toLowerCase() !== 'all cities' ? city : undefined;
