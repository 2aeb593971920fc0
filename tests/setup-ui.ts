import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor wait up to 4 s (Testing Library's 1 s is short for a screen's first render on a
// loaded two-core machine); a passing check still returns as soon as it holds.
configure({ asyncUtilTimeout: 4000 });

// MUI's styles (emotion's <style> tags) go to an element outside the document. Testing Library
// reads the computed style of each element and its ancestors to leave hidden ones out (getByRole),
// and happy-dom matched every emotion rule against each of them: half the UI suite's CPU. No UI
// test reads a style; what the styles show and hide is tested in Chromium (tests/e2e).
const EMOTION_APART = Symbol.for('agro.emotionApart');
if (!(EMOTION_APART in Node.prototype)) {
  const apart = document.createElement('div');
  const insertBefore = Node.prototype.insertBefore;
  Object.defineProperty(Node.prototype, EMOTION_APART, { value: true });
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    const emotion = node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');
    return (emotion ? insertBefore.call(apart, node, null) : insertBefore.call(this, node, child)) as T;
  };
}

// A React or MUI warning (an unknown prop on a DOM element, a ref that never reaches its input,
// an update outside act) fails the test that caused it, so a library mismatch cannot come back
// unnoticed (docs/decisions.md, 'MUI bajo react-admin'). react-admin's data provider logs each
// rejected call as the error object itself in development: tests of failure paths expect those.
const isDataProviderRejection = (args: unknown[]) => args.length === 1 && args[0] instanceof Error;
let logged: string[] = [];
beforeEach(() => {
  // each test starts signed out, at the root, whatever an earlier test (or file: the worker keeps
  // its modules between files, vitest.config.ts) left
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (level === 'error' && isDataProviderRejection(args)) return;
      logged.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`The test logged ${logged.length} warning(s):\n${logged.join('\n---\n')}`);
});
