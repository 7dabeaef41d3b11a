import { deleteUsersAddressesByIdReply, deleteUsersByIdReply, deleteUsersProfileReply, getAuthCheckOauthConfigReply, getAuthMeReply, getAuthSuperadminSetupReply, getUsersAddressesReply, getUsersByIdReply, getUsersProfileReply, getUsersReply, getVerificationDevOutboxReply, getVerificationPhoneStatusReply, getVerificationWidgetConfigReply, postAuthForgotPasswordReply, postAuthGoogleReply, postAuthLoginReply, postAuthLogoutReply, postAuthRegisterReply, postAuthResetPasswordReply, postAuthSuperadminSetupReply, postAuthVerifyEmailReply, postUsersReply, postVerificationCheckPhoneReply, postVerificationResendOtpReply, postVerificationSendOtpReply, postVerificationVerifyOtpReply, postVerificationVerifyTokenReply, putAuthMeReply, putAuthUpdatepasswordReply, putUsersAddressesReply, putUsersAddressesReply201, putUsersByIdReply, putUsersMePasswordReply, putUsersProfileReply } from '../../replies/identity-replies.ts';
import { deleteOwnAccountBodySchema, devOutboxQuerySchema, forgotPasswordBodySchema, googleSignInBodySchema, phoneBodySchema, resetPasswordBodySchema, verifyEmailBodySchema, verifyOtpBodySchema, verifyWidgetTokenBodySchema } from '../../identity-requests.ts';
import { loginBodySchema, registerBodySchema, superadminSetupBodySchema } from '../../user.ts';
import { PUBLIC, SIGNED_IN, roles, ok, created, defineCalls } from '../define-call.ts';

/** The identity service's calls (services/identity/src/<feature>/index.ts mounts them). */
export const identityCalls = defineCalls('identity', [
  ['POST /api/auth/google', { summary: 'Google sign in', auth: PUBLIC, body: googleSignInBodySchema, reply: ok(postAuthGoogleReply) }],
  ['GET /api/auth/check-oauth-config', { summary: 'Check oauth config', auth: PUBLIC, reply: ok(getAuthCheckOauthConfigReply) }],
  ['GET /api/verification/dev-outbox', { summary: 'Get dev outbox', auth: roles('superadmin'), query: devOutboxQuerySchema, reply: ok(getVerificationDevOutboxReply), errors: [404] }],
  ['POST /api/auth/verify-email', { summary: 'Verify email', auth: PUBLIC, body: verifyEmailBodySchema, reply: ok(postAuthVerifyEmailReply) }],
  ['GET /api/verification/widget-config', { summary: 'Get widget config', auth: PUBLIC, reply: ok(getVerificationWidgetConfigReply) }],
  ['GET /api/verification/phone-status', { summary: 'Get phone status', auth: SIGNED_IN, reply: ok(getVerificationPhoneStatusReply) }],
  ['POST /api/verification/check-phone', { summary: 'Check phone', auth: SIGNED_IN, body: phoneBodySchema, reply: ok(postVerificationCheckPhoneReply) }],
  ['POST /api/verification/send-otp', { summary: 'Send otp', auth: SIGNED_IN, body: phoneBodySchema, reply: ok(postVerificationSendOtpReply), errors: [409] }],
  ['POST /api/verification/resend-otp', { summary: 'Send otp', auth: SIGNED_IN, body: phoneBodySchema, reply: ok(postVerificationResendOtpReply) }],
  ['POST /api/verification/verify-otp', { summary: 'Verify otp', auth: SIGNED_IN, body: verifyOtpBodySchema, reply: ok(postVerificationVerifyOtpReply), errors: [409] }],
  ['POST /api/verification/verify-token', { summary: 'Verify widget token', auth: SIGNED_IN, body: verifyWidgetTokenBodySchema, reply: ok(postVerificationVerifyTokenReply) }],
  ['POST /api/auth/forgot-password', { summary: 'Forgot password', auth: PUBLIC, body: forgotPasswordBodySchema, reply: ok(postAuthForgotPasswordReply) }],
  ['POST /api/auth/reset-password', { summary: 'Reset password', auth: PUBLIC, body: resetPasswordBodySchema, reply: ok(postAuthResetPasswordReply) }],
  ['POST /api/auth/register', { summary: 'Register', auth: PUBLIC, body: registerBodySchema, unsharedInput: 'blank phone and currentCity read as absent (withBlankAsAbsent in services/identity/src/auth/blank-optional-fields.ts)', reply: created(postAuthRegisterReply) }],
  ['POST /api/auth/login', { summary: 'Login', auth: PUBLIC, body: loginBodySchema, reply: ok(postAuthLoginReply) }],
  ['GET /api/auth/me', { summary: 'Get me', auth: SIGNED_IN, reply: ok(getAuthMeReply), errors: [404] }],
  ['POST /api/auth/logout', { summary: 'Logout', auth: SIGNED_IN, reply: ok(postAuthLogoutReply) }],
  ['GET /api/auth/superadmin-setup', { summary: 'Get superadmin setup', auth: PUBLIC, reply: ok(getAuthSuperadminSetupReply) }],
  ['POST /api/auth/superadmin-setup', { summary: 'Create superadmin', auth: PUBLIC, body: superadminSetupBodySchema, unsharedInput: 'a blank phone reads as absent (withBlankAsAbsent in services/identity/src/auth/blank-optional-fields.ts)', reply: created(postAuthSuperadminSetupReply), errors: [409] }],
  ['GET /api/users', { summary: 'List users', auth: roles('superadmin'), unsharedInput: 'query: querySchema in services/identity/src/accounts/admin/routes/list-users.ts', reply: ok(getUsersReply) }],
  ['POST /api/users', { summary: 'Create user', auth: roles('superadmin'), unsharedInput: 'body: bodySchema in services/identity/src/accounts/admin/routes/create-user.ts', reply: created(postUsersReply), errors: [409] }],
  ['GET /api/users/:id', { summary: 'Get user', auth: roles('superadmin'), reply: ok(getUsersByIdReply) }],
  ['PUT /api/users/:id', { summary: 'Update user', auth: roles('superadmin'), unsharedInput: 'body: bodySchema in services/identity/src/accounts/admin/routes/update-user.ts', reply: ok(putUsersByIdReply) }],
  ['DELETE /api/users/:id', { summary: 'Delete user', auth: roles('superadmin'), reply: ok(deleteUsersByIdReply) }],
  ['GET /api/users/profile', { summary: 'Get me', auth: SIGNED_IN, reply: ok(getUsersProfileReply) }],
  ['PUT /api/users/profile', { summary: 'Update profile', unsharedInput: 'body: bodySchema in services/identity/src/accounts/profile/routes/update-profile.ts', auth: SIGNED_IN, reply: ok(putUsersProfileReply) }],
  ['PUT /api/auth/me', { summary: 'Update profile (the spec alias)', unsharedInput: 'body: bodySchema in services/identity/src/accounts/profile/routes/update-profile.ts', auth: SIGNED_IN, reply: ok(putAuthMeReply) }],
  ['DELETE /api/users/profile', { summary: 'Delete own account', auth: SIGNED_IN, body: deleteOwnAccountBodySchema, reply: ok(deleteUsersProfileReply) }],
  ['GET /api/users/addresses', { summary: 'List addresses', auth: SIGNED_IN, reply: ok(getUsersAddressesReply) }],
  ['PUT /api/users/addresses', { summary: 'Save address', auth: SIGNED_IN, unsharedInput: 'body: anyObject in services/identity/src/accounts/addresses/routes/save-address.ts', reply: created(putUsersAddressesReply201), also: [ok(putUsersAddressesReply, 200)], errors: [404] }],
  ['DELETE /api/users/addresses/:id', { summary: 'Delete address', auth: SIGNED_IN, reply: ok(deleteUsersAddressesByIdReply) }],
  ['PUT /api/users/me/password', { summary: 'Change password', unsharedInput: 'body: bodySchema in services/identity/src/accounts/password/routes/change-password.ts', auth: SIGNED_IN, reply: ok(putUsersMePasswordReply) }],
  ['PUT /api/auth/updatepassword', { summary: 'Change password (the spec alias)', unsharedInput: 'body: bodySchema in services/identity/src/accounts/password/routes/change-password.ts', auth: SIGNED_IN, reply: ok(putAuthUpdatepasswordReply) }],
]);
