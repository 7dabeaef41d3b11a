import { currentLanguage, intlLocaleOf } from '@haat/web-kit';
import { useEffect } from 'react';
import { jsonLdText } from '@haat/contracts/structured-data';

type PageMetaInput = {
  /** Shown as "{title} — Haat" unless `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Open Graph: set on store and product pages. */
  openGraph?: { type: 'website' | 'product' | 'business.business'; url: string; image?: string };
  canonical?: string;
  jsonLd?: Record<string, unknown>;
};

type Restore = () => void;

/**
 * Sets a <meta> (by name or property) or <link rel> in the head; returns how to put back what was
 * there. Tags already in the page (index.html's description, or tags the gateway injected for
 * crawlers) are updated in place rather than duplicated.
 */
function setHeadTag(selector: string, create: () => HTMLElement, attribute: 'content' | 'href', value: string): Restore {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous == null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = create();
  element.setAttribute(attribute, value);
  document.head.append(element);
  return () => element.remove();
}

const meta = (key: 'name' | 'property', value: string, content: string): Restore =>
  setHeadTag(`meta[${key}="${value}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute(key, value);
    return element;
  }, 'content', content);

/**
 * The page's title, description and, for store and product pages, Open Graph tags, a canonical
 * link and schema.org JSON-LD (spec: page metadata; issue 4: search engines and sharing). Everything
 * is put back when the page goes, so the next page starts from the defaults.
 */
export function usePageMeta(input: PageMetaInput): void {
  const key = JSON.stringify(input);
  useEffect(() => {
    const page = JSON.parse(key) as PageMetaInput;
    // Tags the gateway put in the first HTML for crawlers describe that first URL only; from here
    // on the page keeps its head itself.
    for (const injected of document.head.querySelectorAll('[data-haat-injected]')) injected.remove();
    const title = page.fullTitle ? page.title : `${page.title} — Haat`;
    const previousTitle = document.title;
    document.title = title;
    const restores: Restore[] = [meta('name', 'description', page.description)];

    if (page.openGraph) {
      const og = page.openGraph;
      restores.push(
        meta('property', 'og:title', title),
        meta('property', 'og:description', page.description),
        meta('property', 'og:type', og.type),
        meta('property', 'og:url', og.url),
        meta('property', 'og:site_name', 'Haat'),
        // The page's language as Open Graph writes it: en_IN, hi_IN.
        meta('property', 'og:locale', intlLocaleOf(currentLanguage()).replace('-', '_')),
        meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'),
      );
      if (og.image) restores.push(meta('property', 'og:image', og.image));
    }
    if (page.canonical) {
      restores.push(setHeadTag('link[rel="canonical"]', () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      }, 'href', page.canonical));
    }
    if (page.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset['haatPage'] = '';
      script.textContent = jsonLdText(page.jsonLd);
      document.head.append(script);
      restores.push(() => script.remove());
    }
    return () => {
      for (const restore of restores.toReversed()) restore();
      document.title = previousTitle;
    };
  }, [key]);
}
