/** The submissions module's injection tokens (the ledger's own token is SUBMISSION_LEDGER in the port). */
export const DYNAMO_CLIENT = Symbol('DYNAMO_CLIENT');
export const LEASE_BACKEND = Symbol('LEASE_BACKEND');
