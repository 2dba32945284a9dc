// tabs.js: the tools under the board (moves, analysis, graph, record,
// settings) as tabs, so that each is one tap away and none pushes the
// board off the screen.

const TAB_KEY = 'bao-tab';

/** bindTabs makes the tab buttons show their panel, and keeps the choice. */
export function bindTabs() {
  const tabs = [...document.querySelectorAll('[role=tab][data-tab]')];
  const show = (id) => {
    for (const b of tabs) {
      const on = b.dataset.tab === id;
      b.setAttribute('aria-selected', String(on));
      document.getElementById(b.dataset.tab).hidden = !on;
    }
    // A panel drawn while hidden (the graph sizes its labels by its width)
    // draws again when shown.
    document.getElementById(id).dispatchEvent(new Event('tabshown'));
    try { localStorage.setItem(TAB_KEY, id); } catch (e) { /* no storage */ }
  };
  for (const b of tabs) b.addEventListener('click', () => show(b.dataset.tab));
  let kept = null;
  try { kept = localStorage.getItem(TAB_KEY); } catch (e) { /* no storage */ }
  show(tabs.some((b) => b.dataset.tab === kept) ? kept : tabs[0].dataset.tab);
}

/** showTab opens the panel with the given id. */
export function showTab(id) {
  const b = document.querySelector(`[role=tab][data-tab="${id}"]`);
  if (b) b.click();
}
