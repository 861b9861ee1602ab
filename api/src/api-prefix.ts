/** Where the controllers of SPEC §7 are mounted. */
export const API_PREFIX = '/api/controllers';
