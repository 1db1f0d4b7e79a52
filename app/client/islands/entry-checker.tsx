import { EntryChecker } from "../../components/tools/entry-checker";
import { mountIsland } from "./mount";

mountIsland("entryChecker", EntryChecker);
