import { CLASS_NAMES } from "@/lib/island";
import { CLASS_COLORS } from "@/lib/dashboard/map";

/** Two distributions over the 6 classes as paired bars: the prediction and the truth. */
export function ClassBars({ predicted, truth }: { predicted: number[] | null; truth: number[] | null }) {
  return (
    <table className="w-full text-xs">
      <thead className="text-slate-500">
        <tr>
          <th className="text-left font-normal">Class</th>
          <th className="text-right font-normal">You</th>
          <th className="text-right font-normal">Truth</th>
        </tr>
      </thead>
      <tbody>
        {CLASS_NAMES.map((name, c) => (
          <tr key={name}>
            <td className="py-0.5">
              <span className="mr-1.5 inline-block h-2.5 w-2.5 rounded-sm align-middle" style={{ background: CLASS_COLORS[c] }} />
              {name}
            </td>
            <td className="text-right tabular-nums">{predicted ? predicted[c].toFixed(3) : "—"}</td>
            <td className="text-right tabular-nums">{truth ? truth[c].toFixed(3) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
