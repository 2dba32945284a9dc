// questions.js: the questions the page asks in a dialog of its own: stop
// in the nyumba or sow on (safari), and whether a new game may replace
// the game in progress.

import { byId } from '../dom.js';

/**
 * ask opens the dialog with id and resolves with the value of the button
 * that closed it ('' for Escape).
 * @param {string} id
 * @returns {Promise<string>}
 */
function ask(id) {
  const dlg = byId(id, HTMLDialogElement);
  return new Promise((resolve) => {
    dlg.addEventListener('close', () => resolve(dlg.returnValue), { once: true });
    dlg.returnValue = '';
    dlg.showModal();
  });
}

/**
 * safari asks whether the sowing stops in the nyumba or goes on.
 * @returns {Promise<'stop' | 'safari' | 'cancel'>}
 */
export async function safari() {
  const v = await ask('dlg-safari');
  return v === 'stop' || v === 'safari' ? v : 'cancel';
}

/**
 * replace asks whether the game in progress may be left for a new one.
 * @returns {Promise<boolean>}
 */
export async function replace() {
  return (await ask('dlg-replace')) === 'leave';
}
