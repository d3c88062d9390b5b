/** Skills in Hindi (../skills.ts). */
import { type HindiTable } from './table.ts';

/** Skills. */
export const SKILLS_HI: HindiTable = {
  Programming: 'प्रोग्रामिंग',
  'Web Development': 'वेब डेवलपमेंट',
  'Mobile Development': 'मोबाइल डेवलपमेंट',
  'Data Analysis': 'डेटा विश्लेषण',
  'Machine Learning': 'मशीन लर्निंग',
  'Cloud Computing': 'क्लाउड कंप्यूटिंग',
  'Digital Marketing': 'डिजिटल मार्केटिंग',
  'Graphic Design': 'ग्राफ़िक डिज़ाइन',
  'Project Management': 'प्रोजेक्ट मैनेजमेंट',
  Leadership: 'नेतृत्व',
  Communication: 'संवाद कौशल',
  'Problem Solving': 'समस्या सुलझाना',
  'Team Management': 'टीम प्रबंधन',
  'Time Management': 'समय प्रबंधन',
  'Critical Thinking': 'विश्लेषणात्मक सोच',
  Creativity: 'रचनात्मकता',
  Adaptability: 'अनुकूलन क्षमता',
  Other: 'अन्य',
};
