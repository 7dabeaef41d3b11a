import { z } from 'zod';
import { postalAddressFields, userProfileSchema } from './user-replies.ts';
import { dataAndMessageReply, messageReply, successReply } from './envelope-schemas.ts';

/**
 * The identity service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

/** One entry of the address book (user.ts names it Address). */
export const addressSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
  label: z.string().nullable(),
  ...postalAddressFields,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** DELETE /api/users/:id → 200 (2 replies seen in the integration suite) */
export const deleteUsersByIdReply = messageReply;

/** DELETE /api/users/addresses/:id → 200 (1 reply seen in the integration suite) */
export const deleteUsersAddressesByIdReply = dataAndMessageReply(z.array(addressSchema));

/** DELETE /api/users/profile → 200 (1 reply seen in the integration suite) */
export const deleteUsersProfileReply = messageReply;

/** GET /api/auth/check-oauth-config → 200 (3 replies seen in the integration suite) */
export const getAuthCheckOauthConfigReply = successReply(z.strictObject({
  google: z.looseObject({
    configured: z.boolean(),
    clientId: z.string().optional(),
  }),
}));

const userSchema = userProfileSchema.extend({ createdAt: z.string().optional(), updatedAt: z.string().optional() });

/** An account as the admin's calls answer it: the profile and when it was created and last changed (user.ts names it AdminUser). */
export const adminUserSchema = userProfileSchema.extend({ createdAt: z.string(), updatedAt: z.string() });

/** The user inside a session reply (login, register…): open beyond the profile's fields, its dates left out. */
const sessionUserSchema = z.looseObject(userProfileSchema.shape);

/** GET /api/auth/me → 200 (12 replies seen in the integration suite) */
export const getAuthMeReply = successReply(userSchema);

/** GET /api/auth/superadmin-setup → 200 (8 replies seen in the integration suite) */
export const getAuthSuperadminSetupReply = successReply(z.strictObject({
  available: z.boolean(),
}));

/** GET /api/users → 200 (10 replies seen in the integration suite) */
export const getUsersReply = successReply(z.array(adminUserSchema), {
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/users/:id → 200 (1 reply seen in the integration suite) */
export const getUsersByIdReply = successReply(adminUserSchema);

/** GET /api/users/addresses → 200 (4 replies seen in the integration suite) */
export const getUsersAddressesReply = successReply(z.array(addressSchema));

/** GET /api/users/profile → 200 (4 replies seen in the integration suite) */
export const getUsersProfileReply = successReply(userSchema);

/** One message the development adapter kept instead of sending (user.ts names it DevOutboxMessage). */
export const devOutboxMessageSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** GET /api/verification/dev-outbox → 200 (60 replies seen in the integration suite) */
export const getVerificationDevOutboxReply = successReply(z.array(devOutboxMessageSchema), {
  count: z.number(),
});

/** GET /api/verification/phone-status → 200 (2 replies seen in the integration suite) */
export const getVerificationPhoneStatusReply = successReply(z.strictObject({
  /** null for an account that never gave a phone. */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  /** The code sent that can still be entered; null when none. */
  codeSent: z.strictObject({
    phone: z.string(),
    expiresAt: z.string(),
    resendAfterSeconds: z.number(),
  }).nullable(),
}));

/** GET /api/verification/widget-config → 200 (3 replies seen in the integration suite) */
export const getVerificationWidgetConfigReply = successReply(z.strictObject({
  provider: z.string(),
  enabled: z.boolean(),
  widgetId: z.string().optional(),
  tokenAuth: z.string().optional(),
}));

/** POST /api/auth/forgot-password → 200 (12 replies seen in the integration suite) */
export const postAuthForgotPasswordReply = messageReply;

/** A new session: the token and the signed-in user. */
const sessionReply = successReply(z.strictObject({
  token: z.string(),
  user: sessionUserSchema,
}), {
  token: z.string(),
  user: userSchema,
});

/** POST /api/auth/google → 200 (6 replies seen in the integration suite) */
export const postAuthGoogleReply = sessionReply;

/** POST /api/auth/login → 200 (111 replies seen in the integration suite) */
export const postAuthLoginReply = sessionReply;

/** POST /api/auth/logout → 200 (5 replies seen in the integration suite) */
export const postAuthLogoutReply = messageReply;

/** POST /api/auth/register → 201 (214 replies seen in the integration suite) */
export const postAuthRegisterReply = sessionReply;

/** POST /api/auth/reset-password → 200 (5 replies seen in the integration suite) */
export const postAuthResetPasswordReply = messageReply;

/** POST /api/auth/superadmin-setup → 201 (5 replies seen in the integration suite) */
export const postAuthSuperadminSetupReply = dataAndMessageReply(z.strictObject({
  user: sessionUserSchema,
}));

/** POST /api/auth/verify-email → 200 (1 reply seen in the integration suite) */
export const postAuthVerifyEmailReply = dataAndMessageReply(z.strictObject({
  emailVerified: z.boolean(),
}));

/** A user after it was created or changed. */
const userSavedReply = successReply(userSchema, {
  message: z.string(),
});

/** POST /api/users → 201 (6 replies seen in the integration suite) */
export const postUsersReply = userSavedReply;

/** POST /api/verification/check-phone → 200 (3 replies seen in the integration suite) */
export const postVerificationCheckPhoneReply = successReply(z.strictObject({
  phone: z.string(),
  verified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
}));

/** Where a one-time code went and how long it lives. */
const otpSentReply = dataAndMessageReply(z.strictObject({
  phone: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
}));

/** POST /api/verification/resend-otp → 200 (1 reply seen in the integration suite) */
export const postVerificationResendOtpReply = otpSentReply;

/** POST /api/verification/send-otp → 200 (23 replies seen in the integration suite) */
export const postVerificationSendOtpReply = otpSentReply;

/** POST /api/verification/verify-otp → 200 (11 replies seen in the integration suite) */
export const postVerificationVerifyOtpReply = dataAndMessageReply(z.strictObject({
  phone: z.string(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string(),
  accessToken: z.string().optional(),
}));

/** POST /api/verification/verify-token → 200 (1 reply seen in the integration suite) */
export const postVerificationVerifyTokenReply = dataAndMessageReply(z.strictObject({
  phone: z.string(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string(),
}));

/** PUT /api/auth/me → 200 (1 reply seen in the integration suite) */
export const putAuthMeReply = userSavedReply;

/** A new session after the password changed. */
const passwordChangedReply = sessionReply.extend({ message: z.string() });

/** PUT /api/auth/updatepassword → 200 (2 replies seen in the integration suite) */
export const putAuthUpdatepasswordReply = passwordChangedReply;

/** PUT /api/users/:id → 200 (12 replies seen in the integration suite) */
export const putUsersByIdReply = userSavedReply;

/** The address book after one address was saved. */
const addressSavedReply = successReply(z.array(addressSchema), {
  message: z.string(),
  address: addressSchema,
});

/** PUT /api/users/addresses → 200 (4 replies seen in the integration suite) */
export const putUsersAddressesReply = addressSavedReply;

/** PUT /api/users/addresses → 201 (41 replies seen in the integration suite) */
export const putUsersAddressesReply201 = addressSavedReply;

/** PUT /api/users/me/password → 200 (5 replies seen in the integration suite) */
export const putUsersMePasswordReply = passwordChangedReply;

/** PUT /api/users/profile → 200 (9 replies seen in the integration suite) */
export const putUsersProfileReply = userSavedReply;
