/**
 * What tells that someone is signing in: typing, pasting or autofill in a field, a key, a click or a tap. Focus is not
 * one: the login form focuses its first field itself as it shows.
 */
const INTERACTIONS = ["input", "keydown", "pointerdown"] as const;

/** Runs `run` once, on the first interaction with `target` (issue 21); returns what stops waiting for it. */
export function onFirstInteraction(target: EventTarget, run: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, once, { capture: true });
  };
  function once() {
    stop();
    run();
  }
  for (const type of INTERACTIONS) target.addEventListener(type, once, { capture: true });
  return stop;
}
