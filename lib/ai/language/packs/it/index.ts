import type { LanguagePack } from "../language-pack";
import { language } from "./language";
import { it as copyEngine } from "./copy-engine";
import { copyEngineWords } from "./copy-engine-words";
import { copyEngineChecks } from "./copy-engine-checks";
import { TONE_LINES_IT as copyEngineTones } from "./copy-engine-tones";
import { it as textOpsCopies } from "./text-ops-copies";
import { shortWords as textOpsShortWords } from "./text-ops-short-words";
import { it as textOpsStrategies } from "./text-ops-strategies";
import { textOpsSignals } from "./text-ops-signals";
import { textOpsWords } from "./text-ops-words";

/** Italian: all it writes for both text engines. */
export const it: LanguagePack = { code: "it", language, copyEngine, copyEngineTones, copyEngineWords, copyEngineChecks, textOpsCopies, textOpsStrategies, textOpsShortWords, textOpsWords, textOpsSignals };
