/** A `mailto:` link whose subject names the recruit category (`{category}` in the template). */
export function applicationMailto(email: string, subjectTemplate: string, category: string) {
  const subject = subjectTemplate.replace('{category}', category);
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
