/** The bounds of the designers' forms: the pages show them, the server enforces them. */
export const DESIGNER_NAME_MAX = 60;
export const DESIGNER_BIO_MAX = 280;
export const SUBMISSION_LIMITS = { name: 60, tags: 10, tag: 24, description: 500, reason: 500 } as const;
