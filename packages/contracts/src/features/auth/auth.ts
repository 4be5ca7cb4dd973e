import { z } from 'zod';

/** SPEC.md 5: 8 to 32 of letters, digits and @#$%^&+!=, with a digit, a lower, an upper and a symbol. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*\W)[A-Za-z\d@#$%^&+!=]{8,32}$/;

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export const tokenRequestSchema = z.object({
  grant_type: z.string().min(1).max(50),
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  client_id: z.string().min(1).max(100),
  /**
   * SPEC.md 7.1's form field, still accepted. The web app is a public OAuth client and sends none:
   * a browser can keep no secret (docs/security.md).
   */
  client_secret: z.string().max(200).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const authUserSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  userId: z.number().int(),
  userType: z.string(),
  fullName: z.string(),
  userName: z.string(),
  /** Password expiry, epoch milliseconds. */
  pwdEpoch: z.number().int(),
  orgId: z.number().int(),
  rolesId: z.array(z.number().int()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Claims of the access token; the client reads the user name from it (SPEC.md 3). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  user_name: z.string(),
  org_id: z.number().int(),
  roles: z.array(z.number().int()),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().max(64).regex(PASSWORD_PATTERN, 'PASSWORD.RULE'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({
  username: z.string().trim().min(1).max(100),
});

/** Days before expiry when the warning shows (SPEC.md 4 and 9). */
export const PASSWORD_WARNING_DAYS = 10;
export const PASSWORD_MAX_AGE_DAYS = 90;
