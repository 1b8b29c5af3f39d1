import type { LanguagePack } from "../language-pack";
import { language } from "./language";
import { en as copyEngine } from "./copy-engine";
import { copyEngineWords } from "./copy-engine-words";
import { copyEngineChecks } from "./copy-engine-checks";
import { TONE_LINES_EN as copyEngineTones } from "./copy-engine-tones";
import { en as textOpsCopies } from "./text-ops-copies";
import { shortWords as textOpsShortWords } from "./text-ops-short-words";
import { en as textOpsStrategies } from "./text-ops-strategies";
import { textOpsSignals } from "./text-ops-signals";
import { textOpsWords } from "./text-ops-words";

/** English: all it writes for both text engines. */
export const en: LanguagePack = { code: "en", language, copyEngine, copyEngineTones, copyEngineWords, copyEngineChecks, textOpsCopies, textOpsStrategies, textOpsShortWords, textOpsWords, textOpsSignals };
