import { LANGUAGES, TONES } from "./catalog";

/** The `<option>`s of a language select: the eight languages the built-in engine writes. */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language.code} value={language.code}>
      {language.name}
    </option>
  ));
}

/** The `<option>`s of a tone select: the fifteen known tones. */
export function ToneOptions() {
  return TONES.map((tone) => <option key={tone}>{tone}</option>);
}
