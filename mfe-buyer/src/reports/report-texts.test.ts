import { describe, expect, it } from 'vitest';
import { isAlreadyReported, loginToReportText, reportFailureText, reportTexts } from './report-texts.ts';

describe('report texts (spec §8)', () => {
  it('the store header and the review report thank the community; an offer speaks of the team', () => {
    expect(reportTexts('store').success).toBe('Report submitted successfully. Thank you for helping keep our community safe.');
    expect(reportTexts('review').success).toBe('Report submitted successfully. Thank you for helping keep our community safe.');
    expect(reportTexts('broadcast').success).toBe('Report submitted successfully. Our team will review it shortly.');
  });

  it('failure: a fixed text for stores and reviews; for an offer the server\'s error, else the default', () => {
    expect(reportFailureText('store', 'Something broke')).toBe('Error submitting report. Please try again.');
    expect(reportFailureText('review', undefined)).toBe('Error submitting report. Please try again.');
    expect(reportFailureText('broadcast', 'The reported item was not found')).toBe('The reported item was not found');
    expect(reportFailureText('broadcast', undefined)).toBe('Failed to submit report.');
  });

  it('recognises the already-reported error however the server words around it', () => {
    expect(isAlreadyReported('You have already reported this item')).toBe(true);
    expect(isAlreadyReported('Conflict: You have already reported this item.')).toBe(true);
    expect(isAlreadyReported('You cannot report your own store')).toBe(false);
    expect(isAlreadyReported(undefined)).toBe(false);
  });

  it('asks a visitor to log in: stores and offers share the stores text', () => {
    expect(loginToReportText('store')).toBe('Please login to report stores');
    expect(loginToReportText('broadcast')).toBe('Please login to report stores');
    expect(loginToReportText('review')).toBe('Please login to report reviews');
  });
});
