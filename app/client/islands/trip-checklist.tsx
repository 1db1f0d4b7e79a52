import { TripChecklist } from "../../components/tools/trip-checklist";
import { mountIsland } from "./mount";

mountIsland("tripChecklist", TripChecklist);
