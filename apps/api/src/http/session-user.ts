/** The authenticated caller, as every handler and service sees it. */
export interface SessionUser {
  userId: number;
  userName: string;
  fullName: string;
  userType: string;
  orgId: number;
  roles: number[];
}
