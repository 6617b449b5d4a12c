// URL slugs as editors would type them: "Hearth & Bean" -> "hearth-bean", "24/7 Convenience" -> "24-7-convenience".
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
