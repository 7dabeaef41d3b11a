declare const HAAT_SELLER_BUILD_LABEL: string | undefined;

/**
 * A label a build was given (HAAT_BUILD_LABEL, set when releasing a marked build to check it went
 * live); empty in normal builds, and then the dashboard shows nothing.
 */
export const BUILD_LABEL: string = typeof HAAT_SELLER_BUILD_LABEL === 'string' ? HAAT_SELLER_BUILD_LABEL : '';
