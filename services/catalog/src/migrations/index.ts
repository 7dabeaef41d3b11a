import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-01-initial.ts';
import * as seedCities from './2026-11-21-02-seed-cities.ts';
import * as storesAndCities from './2026-11-22-01-stores-and-cities.ts';
import * as productsSearch from './2026-11-22-02-products-search.ts';
import * as reviewsAndWishlist from './2026-11-22-03-reviews-and-wishlist.ts';
import * as broadcastsAndImages from './2026-11-22-04-broadcasts-and-images.ts';
import * as restocks from './2026-11-23-01-restocks.ts';
import * as storeSettings from './2026-11-25-01-store-settings.ts';
import * as productTaxFields from './2026-11-25-02-product-tax-fields.ts';
import * as moderationState from './2026-11-27-02-moderation-state.ts';
import * as verificationReview from './2026-11-27-03-verification-review.ts';
import * as privateImages from './2026-11-27-10-private-images.ts';
import * as dropReviewReports from './2026-11-27-12-drop-review-reports.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';
import * as catalogueAtScale from './2026-11-27-40-catalogue-at-scale.ts';
import * as citySearchWords from './2026-11-27-50-city-search-words.ts';
import * as searchWordsByShard from './2026-11-27-60-search-words-by-shard.ts';
import * as cityNameKeys from './2026-11-27-61-city-name-keys.ts';
import * as paymentScreenshots from './2026-12-07-10-payment-screenshots.ts';
import * as searchTypos from './2026-12-07-35-search-typos.ts';
import * as hindiSearchWords from './2026-12-08-01-hindi-search-words.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-01-initial': initial,
  '2026-11-21-02-seed-cities': seedCities,
  '2026-11-22-01-stores-and-cities': storesAndCities,
  '2026-11-22-02-products-search': productsSearch,
  '2026-11-22-03-reviews-and-wishlist': reviewsAndWishlist,
  '2026-11-22-04-broadcasts-and-images': broadcastsAndImages,
  '2026-11-23-01-restocks': restocks,
  '2026-11-25-01-store-settings': storeSettings,
  '2026-11-25-02-product-tax-fields': productTaxFields,
  '2026-11-27-02-moderation-state': moderationState,
  '2026-11-27-03-verification-review': verificationReview,
  '2026-11-27-10-private-images': privateImages,
  '2026-11-27-12-drop-review-reports': dropReviewReports,
  '2026-11-27-30-outbox-request-ids': outboxRequestIds,
  '2026-11-27-40-catalogue-at-scale': catalogueAtScale,
  '2026-11-27-50-city-search-words': citySearchWords,
  '2026-11-27-60-search-words-by-shard': searchWordsByShard,
  '2026-11-27-61-city-name-keys': cityNameKeys,
  '2026-12-07-10-payment-screenshots': paymentScreenshots,
  '2026-12-07-35-search-typos': searchTypos,
  '2026-12-08-01-hindi-search-words': hindiSearchWords,
};
