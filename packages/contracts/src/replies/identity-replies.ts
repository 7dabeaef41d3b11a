import { z } from 'zod';

/**
 * The identity service's replies as its integration tests saw them (docs/decisions.md "OpenAPI: the reply
 * schemas"): the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

const userSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
  label: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const userSchema2 = z.strictObject({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  currentCity: z.string().nullable(),
});

const userSchema3 = z.strictObject({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  currentCity: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const userSchema4 = z.looseObject({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  currentCity: z.string().nullable(),
});

/** DELETE /api/users/:id → 200 (2 replies seen in the integration suite) */
export const deleteUsersByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** DELETE /api/users/addresses/:id → 200 (1 reply seen in the integration suite) */
export const deleteUsersAddressesByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.array(userSchema),
});

/** DELETE /api/users/profile → 200 (1 reply seen in the integration suite) */
export const deleteUsersProfileReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/auth/check-oauth-config → 200 (3 replies seen in the integration suite) */
export const getAuthCheckOauthConfigReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    google: z.looseObject({
      configured: z.boolean(),
      clientId: z.string().optional(),
    }),
  }),
});

/** GET /api/auth/me → 200 (12 replies seen in the integration suite) */
export const getAuthMeReply = z.strictObject({
  success: z.literal(true),
  data: userSchema2,
});

/** GET /api/auth/superadmin-setup → 200 (8 replies seen in the integration suite) */
export const getAuthSuperadminSetupReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    available: z.boolean(),
  }),
});

/** GET /api/users → 200 (10 replies seen in the integration suite) */
export const getUsersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(userSchema3),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/users/:id → 200 (1 reply seen in the integration suite) */
export const getUsersByIdReply = z.strictObject({
  success: z.literal(true),
  data: userSchema3,
});

/** GET /api/users/addresses → 200 (4 replies seen in the integration suite) */
export const getUsersAddressesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(userSchema),
});

/** GET /api/users/profile → 200 (4 replies seen in the integration suite) */
export const getUsersProfileReply = z.strictObject({
  success: z.literal(true),
  data: userSchema2,
});

/** GET /api/verification/dev-outbox → 200 (60 replies seen in the integration suite) */
export const getVerificationDevOutboxReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    id: z.string(),
    _id: z.string(),
    channel: z.string(),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
  })),
  count: z.number(),
});

/** GET /api/verification/phone-status → 200 (2 replies seen in the integration suite) */
export const getVerificationPhoneStatusReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    phone: z.string(),
    phoneVerified: z.boolean(),
    phoneVerifiedAt: z.string().nullable(),
  }),
});

/** GET /api/verification/widget-config → 200 (3 replies seen in the integration suite) */
export const getVerificationWidgetConfigReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    provider: z.string(),
    enabled: z.boolean(),
    widgetId: z.string().optional(),
    tokenAuth: z.string().optional(),
  }),
});

/** POST /api/auth/forgot-password → 200 (12 replies seen in the integration suite) */
export const postAuthForgotPasswordReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** POST /api/auth/google → 200 (6 replies seen in the integration suite) */
export const postAuthGoogleReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: userSchema2,
  data: z.strictObject({
    token: z.string(),
    user: userSchema4,
  }),
});

/** POST /api/auth/login → 200 (111 replies seen in the integration suite) */
export const postAuthLoginReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: userSchema2,
  data: z.strictObject({
    token: z.string(),
    user: userSchema4,
  }),
});

/** POST /api/auth/logout → 200 (5 replies seen in the integration suite) */
export const postAuthLogoutReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** POST /api/auth/register → 201 (214 replies seen in the integration suite) */
export const postAuthRegisterReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: userSchema2,
  data: z.strictObject({
    token: z.string(),
    user: userSchema4,
  }),
});

/** POST /api/auth/reset-password → 200 (5 replies seen in the integration suite) */
export const postAuthResetPasswordReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** POST /api/auth/superadmin-setup → 201 (5 replies seen in the integration suite) */
export const postAuthSuperadminSetupReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    user: userSchema4,
  }),
});

/** POST /api/auth/verify-email → 200 (1 reply seen in the integration suite) */
export const postAuthVerifyEmailReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    emailVerified: z.boolean(),
  }),
});

/** POST /api/users → 201 (6 replies seen in the integration suite) */
export const postUsersReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: userSchema3,
});

/** POST /api/verification/check-phone → 200 (3 replies seen in the integration suite) */
export const postVerificationCheckPhoneReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    phone: z.string(),
    verified: z.boolean(),
    phoneVerifiedAt: z.string().nullable(),
  }),
});

/** POST /api/verification/resend-otp → 200 (1 reply seen in the integration suite) */
export const postVerificationResendOtpReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    phone: z.string(),
    expiresInSeconds: z.number(),
    resendAfterSeconds: z.number(),
  }),
});

/** POST /api/verification/send-otp → 200 (23 replies seen in the integration suite) */
export const postVerificationSendOtpReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    phone: z.string(),
    expiresInSeconds: z.number(),
    resendAfterSeconds: z.number(),
  }),
});

/** POST /api/verification/verify-otp → 200 (11 replies seen in the integration suite) */
export const postVerificationVerifyOtpReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    phone: z.string(),
    phoneVerified: z.boolean(),
    phoneVerifiedAt: z.string(),
    accessToken: z.string().optional(),
  }),
});

/** POST /api/verification/verify-token → 200 (1 reply seen in the integration suite) */
export const postVerificationVerifyTokenReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    phone: z.string(),
    phoneVerified: z.boolean(),
    phoneVerifiedAt: z.string(),
  }),
});

/** PUT /api/auth/me → 200 (1 reply seen in the integration suite) */
export const putAuthMeReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: userSchema2,
});

/** PUT /api/auth/updatepassword → 200 (2 replies seen in the integration suite) */
export const putAuthUpdatepasswordReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: userSchema2,
  data: z.strictObject({
    token: z.string(),
    user: userSchema4,
  }),
  message: z.string(),
});

/** PUT /api/users/:id → 200 (12 replies seen in the integration suite) */
export const putUsersByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: userSchema3,
});

/** PUT /api/users/addresses → 200 (4 replies seen in the integration suite) */
export const putUsersAddressesReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  address: userSchema,
  data: z.array(userSchema),
});

/** PUT /api/users/addresses → 201 (41 replies seen in the integration suite) */
export const putUsersAddressesReply201 = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  address: userSchema,
  data: z.array(userSchema),
});

/** PUT /api/users/me/password → 200 (5 replies seen in the integration suite) */
export const putUsersMePasswordReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: userSchema2,
  data: z.strictObject({
    token: z.string(),
    user: userSchema4,
  }),
  message: z.string(),
});

/** PUT /api/users/profile → 200 (9 replies seen in the integration suite) */
export const putUsersProfileReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: userSchema2,
});
