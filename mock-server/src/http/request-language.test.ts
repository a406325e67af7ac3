import { acceptedLanguage } from './request-language.js';

it("picks the best of the portal's languages from Accept-Language, else English", () => {
  expect(acceptedLanguage(undefined)).toBe('en');
  expect(acceptedLanguage('')).toBe('en');
  expect(acceptedLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
  expect(acceptedLanguage('fr-FR, ar-EG;q=0.5, de;q=0.4')).toBe('ar');
  expect(acceptedLanguage('en;q=0.3, DE-at;q=0.7')).toBe('de');
  expect(acceptedLanguage('ar;q=0, fr, *;q=0.1')).toBe('en');
  expect(acceptedLanguage('de;q=abc, ar')).toBe('ar');
});
