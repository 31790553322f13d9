import type { QuizAnswersBody, QuizSheet } from '@betogether/contracts/tasks/task-play.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  sheet: QuizSheet;
  pending: boolean;
  /** Why the last send failed, in the member's words (the answers stay). */
  problem: string | null;
  onSubmit: (body: QuizAnswersBody) => void;
};

/**
 * Every question on one page, each a radio group (arrow keys move between its answers, Tab to the
 * next question). Sent once every question has an answer; a missing one is said next to it.
 */
export function QuizForm({ sheet, pending, problem, onSubmit }: Props) {
  const { t } = useTranslation('tasks');
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [tried, setTried] = useState(false);
  const missing = sheet.questions.filter((question) => answers[question.id] === undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0) {
      document.getElementById(`question-${missing[0]?.id}`)?.querySelector('input')?.focus();
      return;
    }
    onSubmit({
      answers: sheet.questions.map((question) => ({
        questionId: question.id,
        answer: answers[question.id] ?? 0,
      })),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {sheet.questions.map((question, index) => {
          const unanswered = tried && answers[question.id] === undefined;
          const labelId = `question-${question.id}-label`;
          return (
            <Card key={question.id} id={`question-${question.id}`}>
              <CardContent>
                <FormControl component="fieldset" error={unanswered} fullWidth>
                  <FormLabel
                    component="legend"
                    id={labelId}
                    sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}
                  >
                    {t('quiz.question', {
                      index: index + 1,
                      count: sheet.questions.length,
                      text: question.text,
                    })}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={labelId}
                    value={answers[question.id] === undefined ? '' : String(answers[question.id])}
                    onChange={(event) =>
                      setAnswers((current) => ({ ...current, [question.id]: Number(event.target.value) }))
                    }
                  >
                    {question.answers.map((answer, answerIndex) => (
                      <FormControlLabel
                        // biome-ignore lint/suspicious/noArrayIndexKey: an answer is its place in the list (what is sent).
                        key={answerIndex}
                        value={String(answerIndex)}
                        control={<Radio />}
                        label={answer}
                        disabled={pending}
                      />
                    ))}
                  </RadioGroup>
                  {unanswered && <FormHelperText>{t('quiz.chooseOne')}</FormHelperText>}
                </FormControl>
              </CardContent>
            </Card>
          );
        })}
        {problem && <Alert severity="error">{problem}</Alert>}
        {tried && missing.length > 0 && (
          <Alert severity="warning">{t('quiz.missing', { count: missing.length })}</Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={pending}>
            {t('quiz.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
