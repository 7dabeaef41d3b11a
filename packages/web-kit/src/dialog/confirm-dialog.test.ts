import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Props = Parameters<typeof ConfirmDialog>[0];
const dialog = (props: Partial<Props> = {}) => renderToStaticMarkup(createElement(ConfirmDialog, {
  open: true, title: 'Delete the product?', text: 'It goes from your store.', confirmLabel: 'Delete', busyLabel: 'Deleting...', busy: false,
  onConfirm: () => {}, onCancel: () => {}, ...props,
}));

describe('ConfirmDialog', () => {
  it('is a modal named by its title, with the dismiss button focused first', () => {
    const markup = dialog();
    const id = /aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`<dialog class="modal" aria-labelledby="${id}" aria-modal="true">`);
    expect(markup).toContain(`<h2 id="${id}" class="modal__title">Delete the product?</h2><div class="modal__text">It goes from your store.</div>`);
    expect(markup).toContain('<button type="button" class="btn btn--ghost" data-autofocus="true">Cancel</button><button type="button" class="btn btn--primary">Delete</button>');
  });

  it('shows nothing of its content while closed', () => {
    expect(dialog({ open: false })).not.toContain('Delete the product?');
  });

  it('says it works and takes no second click while busy', () => {
    expect(dialog({ busy: true, danger: true })).toContain('<button type="button" class="btn btn--danger" disabled="">Deleting...</button>');
  });

  it('keeps the action\'s error in view: a text as an alert, anything else as given', () => {
    expect(dialog({ error: 'The product is in an open order.' })).toContain('<p class="form-error" role="alert">The product is in an open order.</p>');
    expect(dialog({ error: createElement('div', { role: 'alert', className: 'notice' }, 'Already done.') })).toContain('<div role="alert" class="notice">Already done.</div>');
  });

  it('puts its children between the text and the buttons, and may offer only the dismiss button', () => {
    const markup = dialog({ children: createElement('textarea', { 'data-autofocus': true }), canConfirm: false, dismissLabel: 'Close' });
    expect(markup).toContain('</div><textarea data-autofocus="true"></textarea><div class="modal__actions"><button type="button" class="btn btn--ghost" data-autofocus="true">Close</button></div>');
  });
});
