import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchField, SelectField, TextField } from './fields.tsx';

const ignore = () => {};

describe('the shared fields', () => {
  it('ties the label to the input and names the hint and the error in aria-describedby', () => {
    const html = renderToStaticMarkup(createElement(TextField, { id: 'store-field-tags', label: 'Tags', value: 'fresh', onValueChange: ignore, hint: 'Separate tags with commas.', error: 'Too many tags' }));
    expect(html).toContain('<label class="field__label" for="store-field-tags">Tags</label>');
    expect(html).toMatch(/<input id="store-field-tags" class="field__input" aria-describedby="store-field-tags-hint store-field-tags-error" aria-invalid="true" value="fresh"\/>/);
    expect(html).toContain('<span id="store-field-tags-hint" class="field__hint">Separate tags with commas.</span>');
    expect(html).toContain('<p id="store-field-tags-error" class="form-error" role="alert">Too many tags</p>');
  });

  it('describes nothing and marks nothing invalid when there is no hint or error, and makes its own id', () => {
    const html = renderToStaticMarkup(createElement(TextField, { label: 'Name', value: '', onValueChange: ignore, autoComplete: 'name' }));
    const id = /<label class="field__label" for="([^"]+)">Name<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<input id="${id}" class="field__input" autoComplete="name" value=""/>`);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
  });

  it('adds the classes given to the field and to the control', () => {
    const html = renderToStaticMarkup(createElement(TextField, { id: 'plate', label: 'Vehicle number', value: '', onValueChange: ignore, wide: true, className: 'extra', controlClassName: 'delivery-plate-input' }));
    expect(html).toMatch(/^<div class="field field--wide extra">/);
    expect(html).toContain('class="field__input delivery-plate-input"');
  });

  it("makes a search box of type search, labelled 'Search' unless named", () => {
    expect(renderToStaticMarkup(createElement(SearchField, { id: 's', value: 'rice', onValueChange: ignore }))).toContain('<label class="field__label" for="s">Search</label><input id="s" class="field__input" type="search" value="rice"/>');
    expect(renderToStaticMarkup(createElement(SearchField, { id: 's', label: 'Recipient', value: '', onValueChange: ignore }))).toContain('>Recipient</label>');
  });

  it('renders a labelled select of its options with the chosen one selected', () => {
    const options = [createElement('option', { key: 'all', value: '' }, 'All statuses'), createElement('option', { key: 'shipped', value: 'Shipped' }, 'Shipped')];
    const html = renderToStaticMarkup(createElement(SelectField, { id: 'status', label: 'Status', value: 'Shipped', onValueChange: ignore, hint: 'Filter the list' }, ...options));
    expect(html).toContain('<label class="field__label" for="status">Status</label><select id="status" class="field__input" aria-describedby="status-hint">');
    expect(html).toContain('<option value="Shipped" selected="">Shipped</option>');
    expect(html).toContain('<span id="status-hint" class="field__hint">Filter the list</span>');
  });
});
