/** An archive that cannot be restored: the message is one line for the operator. */
export class ArchiveProblem extends Error {}
