import { requireAuth, type App } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { checkPhone } from './routes/check-phone.ts';
import { phoneStatus } from './routes/get-phone-status.ts';
import { widgetConfig } from './routes/get-widget-config.ts';
import { sendOtp } from './routes/send-otp.ts';
import { verifyOtp } from './routes/verify-otp.ts';
import { verifyWidgetToken } from './routes/verify-widget-token.ts';

/** Phone verification: by a code texted from here (send-otp, verify-otp) or by the provider's widget (verify-token). */
export function mountPhoneRoutes(app: App, ctx: VerificationContext): void {
  const signedIn = requireAuth(ctx.auth.verifyToken);
  app
    .get('/api/verification/widget-config', widgetConfig(ctx))
    .get('/api/verification/phone-status', signedIn, phoneStatus(ctx))
    .post('/api/verification/check-phone', signedIn, checkPhone(ctx))
    .post('/api/verification/send-otp', signedIn, sendOtp(ctx))
    .post('/api/verification/resend-otp', signedIn, sendOtp(ctx))
    .post('/api/verification/verify-otp', signedIn, verifyOtp(ctx))
    .post('/api/verification/verify-token', signedIn, verifyWidgetToken(ctx));
}
