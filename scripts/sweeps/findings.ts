/** One problem a sweep found: which sweep, where (a page, file or URL), and what. */
export interface Finding {
  sweep: string;
  where: string;
  message: string;
}

export const finding = (sweep: string, where: string, message: string): Finding => ({ sweep, where, message });

export const formatFinding = (f: Finding) => `${f.sweep}: ${f.where}: ${f.message}`;
