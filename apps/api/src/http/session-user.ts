/** The authenticated caller, as every handler and service sees it. */
export interface SessionUser {
  userId: number;
  userName: string;
  fullName: string;
  userType: string;
  orgId: number;
  roles: number[];
  /**
   * Set by the access guard when every role of the user is read-only and the call reads: its
   * scoped transaction is READ ONLY (app-context.ts).
   */
  readOnly?: boolean;
  /**
   * The address the call came from (`request.ip`: the peer, or the forwarded client when
   * TRUST_PROXY is on), set by the access guard for the audit log's "from where".
   */
  sourceIp?: string;
  /**
   * The session the call came with (the access token's issue and expiry times, epoch ms), set by
   * AuthService.liveSession: a signed recording URL carries it and ends with it (docs/security.md).
   */
  session?: { issuedAtMs: number; expiresAtMs: number };
}
