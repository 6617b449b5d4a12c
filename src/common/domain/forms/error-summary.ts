/**
 * What a form's live region says when a press finds fields in error (spec 2 §5: errors show under each field;
 * the summary read out with them is the site's): 'Please check 3 fields: A. B. C.'
 */
export function errorSummary(messages: readonly string[]): string {
  const count = messages.length === 1 ? '1 field' : `${messages.length} fields`;
  // one sentence per message, each with one full stop: spec 2 §5's consent message brings its own
  // ('Please complete the required fields then press submit.'), the field messages do not; a message several
  // fields share (both consents) is said once
  const sentences = [...new Set(messages.map(sentence))];
  return `Please check ${count}: ${sentences.join(' ')}`;
}

function sentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
