import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';

/**
 * GET /api/verification/widget-config: what a browser needs to start the provider's OTP widget.
 * MSG91's widget id and widget token are made to be embedded in pages; the API key never leaves.
 */
export function widgetConfig(ctx: VerificationContext) {
  const { SMS_WIDGET_ID: widgetId, SMS_WIDGET_TOKEN: tokenAuth } = ctx.settings;
  const enabled = ctx.smsProvider === 'msg91' && Boolean(widgetId && tokenAuth);
  const data = { provider: ctx.smsProvider, enabled, ...(enabled ? { widgetId, tokenAuth } : {}) };
  return (c: Context<AppEnv>) => c.json({ success: true as const, data });
}
