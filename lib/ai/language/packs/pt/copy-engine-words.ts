import type { CopyEngineWords } from "../copy-engine-types";

/** Portuguese words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "e|ou|mas",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["Em resumo:", "Aqui está:", "Num relance:", "Em poucas palavras:", "Os fatos:", "Em detalhe:", "O essencial:", "Destaque:", "Para saber:", "Resumindo:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "o a os as um uma de do da dos das com e para é isso isto em no na ao por pensado pensada feito feita conheça conhece apresentamos detalhes como funciona passos passo escolha experimente você seu sua vantagem além disso também se chama que",
  /** Words after which a name made of a common noun needs its article (copy-engine/name-article.ts). */
  articleAfter: ["conheça", "conhece", "apresentamos", "descubra", "é", "com", "de", "para", "a", "visite"],
};
