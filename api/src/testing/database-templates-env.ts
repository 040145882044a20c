/**
 * The environment variable naming the folder of a Jest run's template databases: set by the API
 * project's global setup before the workers start, so they inherit it.
 */
export const DATABASE_TEMPLATES_ENV = 'YOGA_TEST_DATABASE_TEMPLATES';
