/** A refusal of the owner's input: the command changes nothing and the CLI prints the message. */
export class OwnerInputError extends Error {}
