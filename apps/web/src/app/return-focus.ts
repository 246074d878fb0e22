// Focus back to where the person was when a dialog closes (issue 21, WCAG 2.4.3). Many dialogs
// are mounted only while open (`{isOpen && <Modal opened ... />}`): closing unmounts them at once,
// before Mantine can return the focus to the control that opened them, and the focus falls to the
// page's body (a keyboard user starts again from the top). This watcher gives it back: when a
// removal from the page leaves the focus on the body, the most recently focused element that is
// still on the page and can take the focus gets it. A click on the page is not a removal: the
// last focused element is then still connected and nothing is done.
const HISTORY = 30;

const canTakeFocus = (element: HTMLElement): boolean =>
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  !element.closest('[inert]') &&
  element.getClientRects().length > 0;

export const watchFocusReturn = (): void => {
  const history: HTMLElement[] = [];
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const index = history.indexOf(target);
    if (index >= 0) history.splice(index, 1);
    history.push(target);
    if (history.length > HISTORY) history.shift();
  });
  new MutationObserver(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const last = history.at(-1);
    if (!last || last.isConnected) return;
    for (let index = history.length - 1; index >= 0; index -= 1) {
      const element = history[index]!;
      if (canTakeFocus(element)) {
        element.focus();
        return;
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
};
