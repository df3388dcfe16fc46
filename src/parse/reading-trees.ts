// Directories of examples, samples and documentation: what they hold is read, not installed (a
// copy of a CRD there is no copy a cluster applied). A path is in one when a directory of it is
// named `example`, `examples`, `sample`, `samples`, `doc` or `docs`.
const READING_TREE = /(?:^|\/)(?:examples?|samples?|docs?)\//;
const DOCS_TREE = /(?:^|\/)docs?\//;

/** Whether a path is in a directory of examples, samples or documentation. */
export const isInReadingTree = (path: string): boolean => READING_TREE.test(path);

/** Whether a path is in a directory of documentation (`doc/`, `docs/`). */
export const isInDocsTree = (path: string): boolean => DOCS_TREE.test(path);
