"""The first lesson: a few fixed deals with prompts that teach Briscola to someone who has
never played. ``model`` says what a lesson is made of, ``chapters`` is the lesson itself
(data only), ``deals`` builds a chapter's deal and plays its opponent, ``course`` follows
the player through the steps and ``progress`` keeps where they are. No pygame here."""
