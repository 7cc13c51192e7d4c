/** One subject: English first (what a foreign word becomes, then the planner's other names for it), then per language 'what the answer says|how visitors write it/...'. */
export type Row = readonly [english: string, de: string, es: string, fr: string, it: string, pt: string];
