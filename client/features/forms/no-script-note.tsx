/**
 * What a visitor without JavaScript reads inside a form that sends personal details: the form needs the human
 * check, which runs in the browser. Such forms are `method="post"`, so a press without JavaScript never puts the
 * details into an address (history, logs, referrers).
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="form__noscript">Please turn on JavaScript to send this form: it checks that you are not a robot.</p>
    </noscript>
  );
}
