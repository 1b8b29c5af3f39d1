import type { LanguagePack } from "../language-pack";
import { language } from "./language";
import { fr as copyEngine } from "./copy-engine";
import { copyEngineWords } from "./copy-engine-words";
import { copyEngineChecks } from "./copy-engine-checks";
import { TONE_LINES_FR as copyEngineTones } from "./copy-engine-tones";
import { fr as textOpsCopies } from "./text-ops-copies";
import { shortWords as textOpsShortWords } from "./text-ops-short-words";
import { fr as textOpsStrategies } from "./text-ops-strategies";
import { textOpsSignals } from "./text-ops-signals";
import { textOpsWords } from "./text-ops-words";

/** French: all it writes for both text engines. */
export const fr: LanguagePack = { code: "fr", language, copyEngine, copyEngineTones, copyEngineWords, copyEngineChecks, textOpsCopies, textOpsStrategies, textOpsShortWords, textOpsWords, textOpsSignals };
