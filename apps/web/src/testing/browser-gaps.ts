/**
 * What jsdom lacks and screens use: scrolling (`scrollIntoView`, `scrollTo`) does nothing, and the
 * clipboard keeps what was written so a test can read it. Undone by `restore`.
 */
export function fillBrowserGaps(): { clipboard: string[]; restore: () => void } {
  const clipboard: string[] = [];
  const scrollIntoView = Element.prototype.scrollIntoView;
  const scrollTo = window.scrollTo;
  const clipboardProperty = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        clipboard.push(text);
      },
    },
  });
  return {
    clipboard,
    restore() {
      Element.prototype.scrollIntoView = scrollIntoView;
      window.scrollTo = scrollTo;
      if (clipboardProperty) Object.defineProperty(navigator, 'clipboard', clipboardProperty);
      else Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}
