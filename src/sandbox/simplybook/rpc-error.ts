/** A JSON-RPC failure with SimplyBook's code (contracts.md §2 "Error codes"). */
export class RpcError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalidParams = (detail?: string): RpcError =>
  new RpcError(-32602, detail ? `Invalid params: ${detail}` : 'Invalid params');
export const accessDenied = (): RpcError => new RpcError(-32600, 'Access denied');
export const notFound = (what = 'Appointment not found'): RpcError => new RpcError(-32080, what);
export const signatureError = (): RpcError => new RpcError(-32085, 'Signature error');
